import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';

import { RichTextEditor, type RichTextEditorProps } from './rich-text-editor';

function Controlled({
  initial,
  onHtml,
  ...rest
}: { initial: string; onHtml?: (html: string) => void } & Partial<RichTextEditorProps>) {
  const [html, setHtml] = useState(initial);
  return (
    <IntlProvider locale="en" onError={() => {}}>
      <RichTextEditor
        aria-label="Content"
        value={html}
        onChange={(next) => {
          setHtml(next);
          onHtml?.(next);
        }}
        {...rest}
      />
      <button type="button" onClick={() => setHtml('<p>Loaded from the server</p>')}>
        Load
      </button>
    </IntlProvider>
  );
}

const editable = () => screen.getByRole('textbox', { name: 'Content' });

describe('RichTextEditor', () => {
  it('shows the HTML it is given, with a labelled toolbar', () => {
    render(
      <Controlled initial='<h2>Title</h2><p>Some <strong>bold</strong> text with <a href="https://example.com">a link</a></p><ul><li>one</li><li>two</li></ul><script>alert(1)</script>' />,
    );
    const content = editable();
    expect(within(content).getByRole('heading', { level: 2, name: 'Title' })).toBeTruthy();
    expect(content.querySelector('strong')?.textContent).toBe('bold');
    expect(
      within(content)
        .getByRole('link', { name: /a link/ })
        .getAttribute('href'),
    ).toBe('https://example.com');
    expect(
      within(content)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['one', 'two']);
    expect(content.textContent).not.toContain('alert');

    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    for (const name of [
      'Bold',
      'Italic',
      'Underline',
      'Paragraph',
      'Heading 2',
      'Heading 3',
      'Bulleted list',
      'Numbered list',
      'Insert link',
      'Remove link',
      'Insert image',
      'Undo',
      'Redo',
    ]) {
      expect(within(toolbar).getByRole('button', { name })).toBeTruthy();
    }
    expect(within(toolbar).getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('replaces its content when the value changes from outside', () => {
    const onHtml = vi.fn();
    render(<Controlled initial="<p>Draft</p>" onHtml={onHtml} />);
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    expect(editable().textContent).toBe('Loaded from the server');
    expect(onHtml).not.toHaveBeenCalled();
  });

  it('uploads an image, inserts it and edits its alternative text', async () => {
    const onHtml = vi.fn();
    const uploadImage = vi.fn(async () => '/storage/app/public/uploads/editor/2025/03/img.png');
    const { container } = render(
      <Controlled initial="<p>Intro</p>" onHtml={onHtml} uploadImage={uploadImage} />,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Insert image' }));
    const fileInput = container.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File([new Uint8Array([0x89, 0x50])], 'photo.png', { type: 'image/png' });
    await act(async () => {
      fireEvent.change(fileInput, { target: { files: [file] } });
    });

    expect(uploadImage).toHaveBeenCalledWith(
      file,
      expect.objectContaining({ onProgress: expect.any(Function) }),
    );
    await waitFor(() =>
      expect(onHtml).toHaveBeenLastCalledWith(
        '<p>Intro</p><img src="/storage/app/public/uploads/editor/2025/03/img.png" alt="">',
      ),
    );

    const altInput = screen.getByRole('textbox', { name: 'Alternative text' }) as HTMLInputElement;
    fireEvent.change(altInput, { target: { value: 'A "nice" photo' } });
    expect(altInput.value).toBe('A "nice" photo');
    await waitFor(() =>
      expect(onHtml).toHaveBeenLastCalledWith(
        '<p>Intro</p><img src="/storage/app/public/uploads/editor/2025/03/img.png" alt="A &quot;nice&quot; photo">',
      ),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Remove image' }));
    await waitFor(() => expect(onHtml).toHaveBeenLastCalledWith('<p>Intro</p>'));
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('refuses a non-image file for the editor', async () => {
    const uploadImage = vi.fn(async () => '/x.png');
    const { container } = render(<Controlled initial="" uploadImage={uploadImage} />);
    const fileInput = container.querySelector('input[type="file"]') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(fileInput, { target: { files: [new File(['x'], 'doc.pdf')] } });
    });
    expect(uploadImage).not.toHaveBeenCalled();
  });

  it('inserts links through the link dialog and refuses unsafe addresses', async () => {
    const onHtml = vi.fn();
    render(<Controlled initial="<p>Hello</p>" onHtml={onHtml} />);
    fireEvent.click(screen.getByRole('button', { name: 'Insert link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link' });

    fireEvent.change(within(dialog).getByLabelText('Address'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('This address cannot be used as a link.');
    expect(onHtml).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText('Address'), { target: { value: 'https://example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onHtml).toHaveBeenLastCalledWith(
      '<p>Hello<a href="https://example.com">https://example.com</a></p>',
    );
  });

  it('is read-only when disabled', () => {
    render(<Controlled initial="<p>Locked</p>" disabled />);
    expect(screen.getByText('Locked').closest('[contenteditable]')?.getAttribute('contenteditable')).toBe(
      'false',
    );
    expect((screen.getByRole('button', { name: 'Bold' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
