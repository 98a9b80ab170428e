import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { Textarea } from './textarea';

function counterOf(container: HTMLElement) {
  return container.querySelector('[data-slot="textarea-counter"]');
}

describe('Textarea', () => {
  it('renders no counter without maxLength or showCount', () => {
    const { container } = render(<Textarea aria-label="Notes" />);
    expect(counterOf(container)).toBeNull();
  });

  it('counts characters of an uncontrolled textarea against maxLength', () => {
    const { container } = render(<Textarea aria-label="Notes" maxLength={20} defaultValue="abc" />);
    const textarea = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Notes' });
    expect(counterOf(container)?.textContent).toBe('3/20');
    expect(textarea.maxLength).toBe(20);

    fireEvent.change(textarea, { target: { value: 'hello world' } });
    expect(counterOf(container)?.textContent).toBe('11/20');
  });

  it('counts a controlled value and links the counter via aria-describedby', () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <Textarea
          aria-label="Comment"
          aria-describedby="external-help"
          maxLength={5}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      );
    }
    const { container } = render(<Controlled />);
    const textarea = screen.getByRole('textbox', { name: 'Comment' });
    const counter = counterOf(container);
    expect(counter?.textContent).toBe('0/5');

    fireEvent.change(textarea, { target: { value: 'abcde' } });
    expect(counter?.textContent).toBe('5/5');
    expect(counter?.getAttribute('data-at-limit')).toBe('true');

    const describedBy = textarea.getAttribute('aria-describedby')?.split(' ');
    expect(describedBy).toEqual(['external-help', counter?.id]);
  });

  it('supports showCount without maxLength, showCount={false} and a custom formatter', () => {
    const { container, rerender } = render(<Textarea aria-label="A" showCount defaultValue="four" />);
    expect(counterOf(container)?.textContent).toBe('4');

    rerender(<Textarea aria-label="A" showCount={false} maxLength={10} defaultValue="four" />);
    expect(counterOf(container)).toBeNull();

    rerender(
      <Textarea
        aria-label="A"
        maxLength={10}
        value="four"
        onChange={() => {}}
        formatCount={(n, max) => `${n} of ${max}`}
      />,
    );
    expect(counterOf(container)?.textContent).toBe('4 of 10');
  });
});
