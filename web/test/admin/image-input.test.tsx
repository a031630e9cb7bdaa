import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminProviders } from '../../src/admin/AdminProviders';
import { BackOfficeKit } from '../../src/admin/BackOfficeKit';
import { ImageInput } from '../../src/admin/components/ImageInput';
import { upload } from '../../src/api/client';
import { fileOfSize } from './helpers';

const prepareImage = vi.hoisted(() => vi.fn());
vi.mock('../../src/admin/images/downscaleImage', () => ({ prepareImage }));

/** An XMLHttpRequest stand-in whose upload progress the test drives. */
class FakeXhr {
  static last: FakeXhr;
  upload: { onprogress: ((event: ProgressEventInit) => void) | null } = { onprogress: null };
  status = 201;
  responseText = '{"data":{}}';
  onload: (() => void) | null = null;
  onloadend: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open() {}
  setRequestHeader() {}
  getResponseHeader() {
    return null;
  }
  send() {}
}

function Harness({ onSelect = () => {} }: { onSelect?: (file: File) => void }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <AdminProviders>
      <BackOfficeKit>
        <ImageInput
          label="Product Image"
          file={file}
          onSelect={(chosen) => {
            onSelect(chosen);
            setFile(chosen);
          }}
          onRemove={() => setFile(null)}
        />
      </BackOfficeKit>
    </AdminProviders>
  );
}

afterEach(() => {
  prepareImage.mockReset();
  vi.unstubAllGlobals();
});

describe('ImageInput', () => {
  it('takes the shrunk photo, not the chosen one, and says how it was resized', async () => {
    const user = userEvent.setup();
    const shrunk = fileOfSize('IMG_1.webp', 900_000, 'image/webp');
    prepareImage.mockResolvedValue({ file: shrunk, note: 'Resized from 12.3 MB to 0.9 MB (4000 × 3000 to 1024 × 768 pixels).' });
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    await user.upload(screen.getByLabelText(/Product Image/), fileOfSize('IMG_1.jpg', 12_900_000, 'image/jpeg'));
    expect(await screen.findByText('Resized from 12.3 MB to 0.9 MB (4000 × 3000 to 1024 × 768 pixels).')).toBeInTheDocument();
    expect(onSelect).toHaveBeenCalledWith(shrunk);

    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(screen.queryByText(/^Resized from/)).not.toBeInTheDocument();
  });

  it('refuses what is still over the limit once prepared, in every form', async () => {
    const user = userEvent.setup();
    const undecodable = fileOfSize('IMG_2.heic', 5 * 1024 * 1024 + 1, 'image/heic');
    prepareImage.mockResolvedValue({ file: undecodable, note: null });
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    await user.upload(screen.getByLabelText(/Product Image/), undecodable);
    expect(await screen.findByText('Image file is too large. Maximum size: 5MB.')).toBeInTheDocument();
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('shows the progress of the upload in flight while a file is chosen', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const photo = fileOfSize('small.png', 2000);
    prepareImage.mockResolvedValue({ file: photo, note: null });
    render(<Harness />);
    await user.upload(screen.getByLabelText(/Product Image/), photo);
    expect(await screen.findByRole('img', { name: 'Preview' })).toBeInTheDocument();

    const sent = upload('/products', 'POST', new FormData());
    FakeXhr.last.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 });
    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('40%')).toBeInTheDocument();
    FakeXhr.last.onload?.();
    FakeXhr.last.onloadend?.();
    await sent;
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
