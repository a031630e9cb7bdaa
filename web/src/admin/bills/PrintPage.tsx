import { useState, type ReactNode } from 'react';
import { Button, Field, Flex, Stack } from '@chakra-ui/react';
import { BackLink } from '../components/BackLink';
import { ErrorAlert } from '../components/ErrorAlert';
import { Loading } from '../components/Loading';
import { SelectInput } from '../components/SelectInput';
import { usePageTitle } from '../components/usePageTitle';
import './print.css';

/** The papers a bill prints on: A4, and the two receipt printers' rolls. */
const PAPERS = {
  a4: { label: 'A4', page: 'A4', margin: '12mm' },
  '80mm': { label: '80 mm receipt', page: '80mm 297mm', margin: '0' },
  '58mm': { label: '58 mm receipt', page: '58mm 297mm', margin: '0' },
} as const;
type Paper = keyof typeof PAPERS;

/**
 * A printable page of the back office: the paper-size choice and a Print button (the browser's
 * Save as PDF makes the PDF), then the document itself, which alone is printed, sized to the paper.
 */
export function PrintPage({ title, loading, error, lang, children }: { title: string; loading: boolean; error: string; lang: string | undefined; children: ReactNode }) {
  usePageTitle(title);
  const [paper, setPaper] = useState<Paper>('a4');
  const { page, margin } = PAPERS[paper];
  return (
    <Stack gap="4">
      <Flex justify="space-between" align="flex-end" gap="3" wrap="wrap">
        <BackLink to="/admin/orders">Back to orders</BackLink>
        <Flex gap="3" align="flex-end" wrap="wrap">
          <Field.Root ids={{ control: 'print-paper' }} w="auto" minW="180px">
            <Field.Label>Paper</Field.Label>
            <SelectInput value={paper} onChange={(e) => setPaper(e.target.value as Paper)}>
              {Object.entries(PAPERS).map(([value, { label }]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </SelectInput>
          </Field.Root>
          <Button type="button" onClick={() => window.print()} disabled={loading || Boolean(error)}>
            Print
          </Button>
        </Flex>
      </Flex>
      <style>{`@page { size: ${page}; margin: ${margin}; }`}</style>
      {loading ? (
        <Loading />
      ) : error ? (
        <ErrorAlert message={error} />
      ) : (
        <article className={`print-doc paper-${paper}`} lang={lang} aria-label={title} data-testid="print-doc">
          {children}
        </article>
      )}
    </Stack>
  );
}
