import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { useZodForm, type ZodForm } from '../../components/form';
import { renderWithIntl } from '../../test/render';
import { CompanyLegalFields, LegalFields } from './company-fields';

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

const companyLegalSchema = z.object({
  name: z.string(),
  offical_name: z.string(),
  offical_addres: z.string(),
  addres: z.string(),
  offical_inn: z.string(),
  offical_ogrn: z.string(),
});

function CompanyModuleForm() {
  const form = useZodForm({
    schema: companyLegalSchema,
    initialValues: {
      name: 'Acme',
      offical_name: '',
      offical_addres: '',
      addres: '',
      offical_inn: '',
      offical_ogrn: '',
    },
    onSubmit: () => {},
  });
  return <CompanyLegalFields form={form} />;
}

describe('CompanyLegalFields', () => {
  it("binds all six fields to the company module's names, all required", () => {
    renderWithIntl(<CompanyModuleForm />);
    const inputs = screen.getAllByRole('textbox');
    expect(inputs.map((input) => input.getAttribute('name'))).toEqual([
      'name',
      'offical_name',
      'offical_addres',
      'addres',
      'offical_inn',
      'offical_ogrn',
    ]);
    for (const input of inputs) expect(input).toBeRequired();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Acme');
  });
});
