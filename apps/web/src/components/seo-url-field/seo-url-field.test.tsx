import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';

import { SeoUrlField } from './seo-url-field';

function Form({
  initialName = '',
  initialUrl = '',
  autoGenerate,
  onUrl,
}: {
  initialName?: string;
  initialUrl?: string;
  autoGenerate?: boolean;
  onUrl?: (url: string) => void;
}) {
  const [name, setName] = useState(initialName);
  const [url, setUrl] = useState(initialUrl);
  return (
    <IntlProvider locale="en" onError={() => {}}>
      <label>
        Name
        <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <SeoUrlField
        label="SEO url"
        name={name}
        value={url}
        autoGenerate={autoGenerate}
        onChange={(next) => {
          setUrl(next);
          onUrl?.(next);
        }}
      />
    </IntlProvider>
  );
}

const nameInput = () => screen.getByLabelText('Name') as HTMLInputElement;
const urlInput = () => screen.getByLabelText('SEO url') as HTMLInputElement;
const regenerate = () => screen.getByRole('button', { name: 'Regenerate from name' }) as HTMLButtonElement;

describe('SeoUrlField', () => {
  it('follows the name while the url has not been edited', () => {
    render(<Form />);
    fireEvent.change(nameInput(), { target: { value: 'Супер  Offerta più!' } });
    expect(urlInput().value).toBe('super-offerta-piu');
    fireEvent.change(nameInput(), { target: { value: 'Nuova SIM 5G' } });
    expect(urlInput().value).toBe('nuova-sim-5g');
    expect(regenerate().disabled).toBe(true);
  });

  it('normalises hand edits and then stops following the name', () => {
    render(<Form initialName="Blog post" />);
    expect(urlInput().value).toBe('blog-post');
    fireEvent.change(urlInput(), { target: { value: 'My URL (new)!*Привет' } });
    expect(urlInput().value).toBe('my-url--new---privet');
    fireEvent.change(nameInput(), { target: { value: 'Another name' } });
    expect(urlInput().value).toBe('my-url--new---privet');
  });

  it('regenerates from the name and follows it again', () => {
    render(<Form initialName="First" />);
    fireEvent.change(urlInput(), { target: { value: 'custom' } });
    fireEvent.change(nameInput(), { target: { value: 'Second title' } });
    expect(urlInput().value).toBe('custom');
    fireEvent.click(regenerate());
    expect(urlInput().value).toBe('second-title');
    fireEvent.change(nameInput(), { target: { value: 'Third title' } });
    expect(urlInput().value).toBe('third-title');
  });

  it('keeps a url of its own that came with the record', () => {
    const onUrl = vi.fn();
    render(<Form initialName="Summer offer" initialUrl="estate-2025" onUrl={onUrl} />);
    expect(urlInput().value).toBe('estate-2025');
    fireEvent.change(nameInput(), { target: { value: 'Summer offer 2' } });
    expect(urlInput().value).toBe('estate-2025');
    expect(onUrl).not.toHaveBeenCalled();
  });

  it('never follows the name with autoGenerate off, but still regenerates on demand', () => {
    render(<Form initialName="Edit page" autoGenerate={false} />);
    expect(urlInput().value).toBe('');
    fireEvent.change(nameInput(), { target: { value: 'Edited name' } });
    expect(urlInput().value).toBe('');
    fireEvent.click(regenerate());
    expect(urlInput().value).toBe('edited-name');
    fireEvent.change(nameInput(), { target: { value: 'Edited again' } });
    expect(urlInput().value).toBe('edited-name');
  });

  it('offers no regeneration without a name', () => {
    render(<Form initialUrl="x" />);
    expect(regenerate().disabled).toBe(true);
  });
});
