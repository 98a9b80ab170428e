import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { useZodForm, type ZodForm } from '../../components/form';
import { renderWithIntl } from '../../test/render';
import { LegalFields } from './company-fields';

const moduleSchema = z.object({ offical_name: z.string(), offical_inn: z.string(), addres: z.string() });
type ModuleValues = z.input<typeof moduleSchema>;

function ModuleLegalForm({ expose }: { expose: (form: ZodForm<ModuleValues>) => void }) {
  const form = useZodForm({
    schema: moduleSchema,
    initialValues: { offical_name: 'Acme LLC', offical_inn: '', addres: '' },
    onSubmit: () => {},
  });
  expose(form);
  return (
    <LegalFields
      form={form}
      names={{ officialName: 'offical_name', inn: 'offical_inn', address: 'addres' }}
    />
  );
}

describe('LegalFields', () => {
  it("shows the named fields in the spec's order, bound to the form's own field names", () => {
    let form: ZodForm<ModuleValues> | undefined;
    renderWithIntl(<ModuleLegalForm expose={(f) => (form = f)} />);
    const inputs = screen.getAllByRole('textbox');
    expect(inputs.map((input) => input.getAttribute('name'))).toEqual([
      'offical_name',
      'addres',
      'offical_inn',
    ]);
    expect(screen.getByRole('textbox', { name: /^Official name/ })).toHaveValue('Acme LLC');
    expect(screen.queryByRole('textbox', { name: /^Registration number/ })).toBeNull();

    const inn = screen.getByRole('textbox', { name: /^Tax number/ });
    expect(inn).toBeRequired();
    expect(inn).toHaveAttribute('inputmode', 'numeric');
    expect(inn).toHaveAttribute('maxlength', '12');
    fireEvent.change(inn, { target: { value: '7701234567' } });
    expect(form?.values.offical_inn).toBe('7701234567');
  });
});
