import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';

import { SESSION_STORAGE_KEY } from '@backoffice/shared';
import { toast, Toaster } from '@backoffice/ui';

import { fileNameFromContentDisposition, publicFileUrl, uploadEditorImage } from './file-api';
import { FileField, type FileFieldProps } from './file-field';

const STORED = '/storage/app/public/uploads/blog/2025/03/0b5c1f0e-3c3e-4a7e-9d57-1f0a4c1c2d3e.png';
const STORED_NAME = '0b5c1f0e-3c3e-4a7e-9d57-1f0a4c1c2d3e.png';

/** XMLHttpRequest replaced at the network boundary: records the request, the test answers it. */
class FakeXhr {
  static instances: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  aborted = false;

  constructor() {
    FakeXhr.instances.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const lastXhr = () => {
  const xhr = FakeXhr.instances.at(-1);
  if (!xhr) throw new Error('no request was sent');
  return xhr;
};

function Harness(props: Partial<FileFieldProps> & { initial?: string; onPath?: (path: string) => void }) {
  const { initial = '', onPath, ...rest } = props;
  const [path, setPath] = useState(initial);
  return (
    <FileField
      label="Image 1"
      kind="image"
      currentDir="blog"
      value={path}
      onChange={(next) => {
        setPath(next);
        onPath?.(next);
      }}
      {...rest}
    />
  );
}

function renderField(props: Parameters<typeof Harness>[0] = {}) {
  return render(
    <IntlProvider locale="en" onError={() => {}}>
      <Harness {...props} />
      <Toaster />
    </IntlProvider>,
  );
}

const pngFile = (name = 'photo.png', size = 1000) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' });

function choose(file: File) {
  fireEvent.change(screen.getByLabelText('Image 1'), { target: { files: [file] } });
}

describe('FileField upload', () => {
  beforeEach(() => {
    FakeXhr.instances = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    localStorage.setItem(SESSION_STORAGE_KEY, 'session-token-1');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => toast.dismiss());
  });

  it('uploads the chosen file with the session headers, shows progress, and takes the stored path', async () => {
    const onPath = vi.fn();
    renderField({ onPath });
    expect(screen.getByText('No file chosen')).toBeTruthy();
    choose(pngFile());

    const xhr = lastXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/file/upload?currentDir=blog&kind=image');
    expect(xhr.headers['x-session-token']).toBe('session-token-1');
    expect(xhr.headers['x-tenant']).toBe('null');
    const sent = xhr.body?.get('file');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('photo.png');

    act(() => xhr.progress(250, 1000));
    const bar = screen.getByRole('progressbar', { name: 'Upload progress of photo.png' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByText('25%')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Choose file' }) as HTMLButtonElement).disabled).toBe(true);

    act(() => xhr.respond(200, { response: STORED }));
    await waitFor(() => expect(onPath).toHaveBeenCalledWith(STORED));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText(STORED_NAME)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Replace file' })).toBeTruthy();
  });

  it('refuses a file of another type before sending anything', () => {
    renderField({ kind: 'pdf', accept: '.pdf' });
    choose(new File(['x'], 'notes.docx'));
    expect(FakeXhr.instances).toHaveLength(0);
    expect(screen.getByRole('alert').textContent).toBe('This file type is not accepted. Choose a .pdf file.');
  });

  it('refuses a file over the size limit before sending anything', () => {
    renderField({ maxBytes: 1024 * 1024 });
    choose(pngFile('big.png', 2 * 1024 * 1024));
    expect(FakeXhr.instances).toHaveLength(0);
    expect(screen.getByRole('alert').textContent).toBe('The file is too large (maximum 1 MB).');
    expect(screen.getByText(/Maximum size 1 MB/)).toBeTruthy();
  });

  it('shows the server refusal and keeps the previous value', async () => {
    const onUploadError = vi.fn();
    renderField({ initial: STORED, onUploadError });
    choose(pngFile());
    act(() =>
      lastXhr().respond(415, {
        message: 'The file content is not an accepted type',
        code: 'UNSUPPORTED_MEDIA_TYPE',
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('This file type is not accepted'),
    );
    expect(onUploadError).toHaveBeenCalled();
    expect(screen.getByText(STORED_NAME)).toBeTruthy();
  });

  it('can cancel an upload', () => {
    const onPath = vi.fn();
    renderField({ onPath });
    choose(pngFile());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(lastXhr().aborted).toBe(true);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(onPath).not.toHaveBeenCalled();
  });

  it('clears the value', () => {
    const onPath = vi.fn();
    renderField({ initial: STORED, onPath });
    fireEvent.click(screen.getByRole('button', { name: `Remove file ${STORED_NAME}` }));
    expect(onPath).toHaveBeenCalledWith('');
    expect(screen.getByText('No file chosen')).toBeTruthy();
  });

  it('uploads editor images to ck-upload with the editor upload token, fetching a new one when refused', async () => {
    const tokens = ['cke_first', 'cke_second'];
    const fetchMock = vi.fn((url: string, init?: RequestInit) => {
      expect(url).toBe('/api/web-api/integration/ckeditor/get-token');
      expect((init?.headers as Record<string, string>)['x-session-token']).toBe('session-token-1');
      const token = tokens.shift();
      return Promise.resolve(
        new Response(
          JSON.stringify({
            data: {
              token,
              header: 'x-upload-token',
              expires_at: new Date(Date.now() + 600_000).toISOString(),
            },
          }),
          { status: 200 },
        ),
      );
    });
    vi.stubGlobal('fetch', fetchMock);
    const waitForXhr = async (count: number) => {
      for (let tries = 0; FakeXhr.instances.length < count && tries < 50; tries += 1)
        await new Promise((resolve) => setTimeout(resolve, 0));
      return lastXhr();
    };
    const before = FakeXhr.instances.length;
    const promise = uploadEditorImage(pngFile());
    const first = await waitForXhr(before + 1);
    expect(first.url).toBe('/api/file/ck-upload');
    expect(first.headers['x-upload-token']).toBe('cke_first');
    first.respond(401, { message: 'The editor upload token is invalid or expired' });
    const second = await waitForXhr(before + 2);
    expect(second.headers['x-upload-token']).toBe('cke_second');
    second.respond(200, { response: STORED, url: STORED, width: 40, height: 30 });
    await expect(promise).resolves.toBe(STORED);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('warns when an uploaded image differs from the size the field expects, and keeps it', async () => {
    const onPath = vi.fn();
    renderField({ onPath, imageSize: { width: 1365, height: 505 } });
    choose(pngFile());
    act(() =>
      lastXhr().respond(200, {
        response: STORED,
        name: 'photo.png',
        mime: 'image/png',
        size: 10,
        width: 40,
        height: 30,
      }),
    );
    await waitFor(() => expect(onPath).toHaveBeenCalledWith(STORED));
    expect(
      await screen.findByText('The image is 40×30 px; this field expects 1365×505 px. It was saved anyway.'),
    ).toBeTruthy();
  });
});

describe('FileField download and copy link', () => {
  beforeEach(() => {
    localStorage.setItem(SESSION_STORAGE_KEY, 'session-token-2');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    act(() => toast.dismiss());
  });

  it('downloads the file and saves it under its original name', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(new Blob(['%PDF-1.4']), {
          status: 200,
          headers: {
            'Content-Disposition': `attachment; filename="Offerta_estate.pdf"; filename*=UTF-8''Offerta%20estate.pdf`,
          },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const createObjectURL = vi.fn(() => 'blob:download');
    const revokeObjectURL = vi.fn();
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    onTestFinished(() => {
      Object.assign(URL, original);
    });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });

    renderField({ kind: 'pdf', initial: STORED.replace('.png', '.pdf') });
    fireEvent.click(screen.getByRole('button', { name: 'Download file' }));

    await waitFor(() => expect(clicked).toEqual(['Offerta estate.pdf']));
    expect(fetchMock).toHaveBeenCalledWith('/api/file/get-files', {
      method: 'POST',
      headers: {
        'x-tenant': 'null',
        'Accept-Language': 'en',
        'x-session-token': 'session-token-2',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ file_name: STORED.replace('.png', '.pdf') }),
    });
    expect(createObjectURL).toHaveBeenCalled();
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:download'));
  });

  it('tells when the download fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: 'File not found' }), { status: 404 })),
    );
    renderField({ initial: STORED });
    fireEvent.click(screen.getByRole('button', { name: 'Download file' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The file could not be downloaded.');
  });

  it('copies the public link of the file', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderField({ initial: STORED });
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}${STORED}`));
    expect((await screen.findByRole('status')).textContent).toContain('Link copied');
  });

  it('shows the image preview and the size hint', () => {
    renderField({ initial: STORED, imageSize: { width: 1365, height: 505 } });
    expect(document.querySelector('img[data-slot="file-field-preview"]')?.getAttribute('src')).toBe(STORED);
    expect(screen.getByText(/Recommended size: 1365×505 px\./)).toBeTruthy();
  });
});

describe('file-api helpers', () => {
  it('reads file names from Content-Disposition', () => {
    expect(
      fileNameFromContentDisposition(`attachment; filename="a.pdf"; filename*=UTF-8''%C3%A0%20b.pdf`),
    ).toBe('à b.pdf');
    expect(fileNameFromContentDisposition('attachment; filename="quoted \\"name\\".csv"')).toBe(
      'quoted "name".csv',
    );
    expect(fileNameFromContentDisposition('attachment; filename=plain.html')).toBe('plain.html');
    expect(fileNameFromContentDisposition('attachment')).toBeNull();
    expect(fileNameFromContentDisposition(null)).toBeNull();
  });

  it('builds public links on this origin', () => {
    expect(publicFileUrl(STORED)).toBe(`${window.location.origin}${STORED}`);
    expect(publicFileUrl('https://cdn.example.com/x.png')).toBe('https://cdn.example.com/x.png');
  });
});
