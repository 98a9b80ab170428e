import { screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { describe, expect, it } from 'vitest';

import { defined } from '@backoffice/shared';

import { renderWithIntl } from '../test/render';

/** Italian agrees in number and gender: the messages choose their words with ICU plural and select. */
describe('Italian agreement', () => {
  it.each([
    ['f', 'Benvenuta, Giulia.'],
    ['m', 'Benvenuto, Marco.'],
    ['n', 'Ti diamo il benvenuto, Alex.'],
  ])('welcomes a person whose sex is %s', (sex, expected) => {
    const name = defined(expected.split(', ')[1], 'the name').replace('.', '');
    renderWithIntl(
      <p>
        <FormattedMessage id="home.intro" values={{ name, sex }} />
      </p>,
      { locale: 'it' },
    );
    expect(screen.getByText(/^(Benvenut|Ti diamo)/).textContent).toMatch(new RegExp(`^${expected}`));
  });

  it.each([
    [1, '1 SIM fisica'],
    [3, '3 SIM fisiche'],
  ])('counts %i physical SIMs', (count, expected) => {
    renderWithIntl(
      <p>
        <FormattedMessage id="orders.sims.psim" values={{ count }} />
      </p>,
      { locale: 'it' },
    );
    expect(screen.getByText(expected)).toBeDefined();
  });
});
