import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import {
  Sidebar,
  SidebarContent,
  SidebarGroup,
  SidebarGroupLabel,
  SidebarInset,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarProvider,
  SidebarTrigger,
} from './sidebar';

function Layout() {
  return (
    <SidebarProvider>
      <Sidebar aria-label="Main">
        <SidebarContent asNav aria-label="Sections">
          <SidebarGroup>
            <SidebarGroupLabel>Shop</SidebarGroupLabel>
            <SidebarMenu>
              <SidebarMenuItem>
                <SidebarMenuButton asChild isActive badge={3}>
                  <a href="#orders">Orders</a>
                </SidebarMenuButton>
              </SidebarMenuItem>
              <SidebarMenuItem>
                <SidebarMenuButton asChild>
                  <a href="#stores">Stores</a>
                </SidebarMenuButton>
              </SidebarMenuItem>
            </SidebarMenu>
          </SidebarGroup>
        </SidebarContent>
      </Sidebar>
      <SidebarInset>
        <SidebarTrigger label="Menu" />
      </SidebarInset>
    </SidebarProvider>
  );
}

describe('Sidebar', () => {
  it('marks the active item and describes it with its badge', () => {
    render(<Layout />);
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    expect(nav).toBeTruthy();
    const orders = screen.getByRole('link', { name: 'Orders' });
    expect(orders.getAttribute('aria-current')).toBe('page');
    const describedBy = orders.getAttribute('aria-describedby');
    expect(document.getElementById(describedBy ?? '')?.textContent).toBe('3');
    expect(screen.getByRole('link', { name: 'Stores' }).getAttribute('aria-current')).toBeNull();
  });

  it('toggles the mobile drawer with the trigger, closes on navigation and Escape', () => {
    render(<Layout />);
    const trigger = screen.getByRole('button', { name: 'Menu' });
    const aside = screen.getByRole('complementary', { name: 'Main' });
    expect(trigger.getAttribute('aria-controls')).toBe(aside.id);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(aside.getAttribute('data-state')).toBe('closed');

    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(aside.getAttribute('data-state')).toBe('open');

    fireEvent.click(screen.getByRole('link', { name: 'Stores' }));
    expect(aside.getAttribute('data-state')).toBe('closed');

    fireEvent.click(trigger);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(aside.getAttribute('data-state')).toBe('closed');
    expect(document.activeElement).toBe(trigger);
  });
});
