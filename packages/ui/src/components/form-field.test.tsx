import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { FormField } from './form-field';
import { Input } from './input';
import { RadioGroup, RadioGroupItem } from './radio-group';
import { Textarea } from './textarea';

describe('FormField', () => {
  it('associates the label and description with the control', () => {
    render(
      <FormField label="Email" description="Work address only">
        <Input type="email" />
      </FormField>,
    );
    const input = screen.getByLabelText('Email');
    const description = screen.getByText('Work address only');
    expect(input.tagName).toBe('INPUT');
    expect(input.getAttribute('aria-describedby')).toBe(description.id);
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('wires aria-describedby and aria-invalid to the error message', () => {
    render(
      <FormField label="Email" description="Work address only" error="Email is required" required>
        <Input type="email" />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    const error = screen.getByRole('alert');
    expect(error.textContent).toBe('Email is required');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-required')).toBe('true');

    const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(ids).toContain(error.id);
    expect(ids).toContain(screen.getByText('Work address only').id);
    expect(document.getElementById(ids[ids.length - 1] ?? '')?.textContent).toBe('Email is required');
  });

  it('keeps the control id and merges its own aria-describedby', () => {
    render(
      <FormField label="Bio" error="Too long">
        <Textarea id="bio" maxLength={10} />
      </FormField>,
    );
    const textarea = screen.getByLabelText('Bio');
    expect(textarea.id).toBe('bio');
    const ids = textarea.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(ids).toContain('bio-error');
    expect(ids).toHaveLength(2); // error + character counter
  });

  it('supports a render function for controls that need aria-labelledby', () => {
    render(
      <FormField label="Plan" error="Pick a plan">
        {({ labelId, ...controlProps }) => (
          <RadioGroup aria-labelledby={labelId} {...controlProps}>
            <RadioGroupItem value="basic" aria-label="Basic" />
            <RadioGroupItem value="pro" aria-label="Pro" />
          </RadioGroup>
        )}
      </FormField>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Plan' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(group.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
  });
});
