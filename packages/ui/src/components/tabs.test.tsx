import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

describe('Tabs', () => {
  it('renders vertical tabs and switches panels', () => {
    render(
      <Tabs defaultValue="general" orientation="vertical">
        <TabsList aria-label="Settings">
          <TabsTrigger value="general">General</TabsTrigger>
          <TabsTrigger value="billing">Billing</TabsTrigger>
        </TabsList>
        <TabsContent value="general">General settings</TabsContent>
        <TabsContent value="billing">Billing settings</TabsContent>
      </Tabs>,
    );
    const list = screen.getByRole('tablist', { name: 'Settings' });
    expect(list.getAttribute('aria-orientation')).toBe('vertical');
    expect(screen.getByRole('tabpanel', { name: 'General' }).textContent).toBe('General settings');

    const billing = screen.getByRole('tab', { name: 'Billing' });
    // Radix tabs activate on mousedown (automatic activation).
    fireEvent.mouseDown(billing, { button: 0 });
    expect(billing.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Billing' }).textContent).toBe('Billing settings');
  });
});
