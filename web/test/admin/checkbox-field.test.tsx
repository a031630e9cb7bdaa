// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { CheckboxField } from '../../src/admin/components/CheckboxField';

function Form({ hint }: { hint?: string }) {
  const { control } = useForm({ defaultValues: { featured: false } });
  return <CheckboxField control={control} name="featured" label="Featured product" hint={hint} />;
}

describe("a form's checkbox", () => {
  it('is described by its hint', () => {
    render(<Form hint="Featured products will be displayed prominently on the website." />);
    expect(screen.getByRole('checkbox', { name: 'Featured product' })).toHaveAccessibleDescription('Featured products will be displayed prominently on the website.');
  });

  it('without a hint, is described by nothing', () => {
    render(<Form />);
    expect(screen.getByRole('checkbox', { name: 'Featured product' })).not.toHaveAttribute('aria-describedby');
  });
});
