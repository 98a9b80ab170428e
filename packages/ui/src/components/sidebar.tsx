import { cva, type VariantProps } from 'class-variance-authority';
import { PanelLeftIcon } from 'lucide-react';
import { Slot as SlotPrimitive } from 'radix-ui';
import * as React from 'react';

import { cn } from '../lib/cn';
import { joinIds } from '../lib/ids';
import { Button, type ButtonProps } from './button';

/* ------------------------------------------------------------------------------------------------
 * Context: on small screens (< md) the sidebar is an off-canvas drawer toggled by SidebarTrigger;
 * from md up it is always visible.
 * ----------------------------------------------------------------------------------------------*/

interface SidebarContextValue {
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  toggleSidebar: () => void;
  sidebarId: string;
  triggerId: string;
}

const SidebarContext = React.createContext<SidebarContextValue | null>(null);

/** Access the sidebar state (`openMobile`, `setOpenMobile`, `toggleSidebar`). Must be inside SidebarProvider. */
export function useSidebar(): SidebarContextValue {
  const context = React.useContext(SidebarContext);
  if (!context) throw new Error('useSidebar must be used within a SidebarProvider.');
  return context;
}

export interface SidebarProviderProps extends React.ComponentProps<'div'> {
  /** Controlled open state of the mobile drawer. */
  openMobile?: boolean;
  onOpenMobileChange?: (open: boolean) => void;
  defaultOpenMobile?: boolean;
}

/** Layout wrapper: `<SidebarProvider><Sidebar>…</Sidebar><SidebarInset>…</SidebarInset></SidebarProvider>`. */
export function SidebarProvider({
  openMobile: openMobileProp,
  onOpenMobileChange,
  defaultOpenMobile = false,
  className,
  children,
  ...props
}: SidebarProviderProps) {
  const [innerOpen, setInnerOpen] = React.useState(defaultOpenMobile);
  const openMobile = openMobileProp ?? innerOpen;
  const sidebarId = React.useId();
  const triggerId = React.useId();

  const setOpenMobile = React.useCallback(
    (open: boolean) => {
      if (openMobileProp === undefined) setInnerOpen(open);
      onOpenMobileChange?.(open);
    },
    [openMobileProp, onOpenMobileChange],
  );

  const value = React.useMemo<SidebarContextValue>(
    () => ({
      openMobile,
      setOpenMobile,
      toggleSidebar: () => setOpenMobile(!openMobile),
      sidebarId,
      triggerId,
    }),
    [openMobile, setOpenMobile, sidebarId, triggerId],
  );

  React.useEffect(() => {
    if (!openMobile) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpenMobile(false);
        document.getElementById(triggerId)?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [openMobile, setOpenMobile, triggerId]);

  return (
    <SidebarContext.Provider value={value}>
      <div data-slot="sidebar-wrapper" className={cn('flex min-h-svh w-full', className)} {...props}>
        {children}
      </div>
    </SidebarContext.Provider>
  );
}

export interface SidebarProps extends React.ComponentProps<'aside'> {
  /** Width class of the panel (default `w-64`). */
  widthClassName?: string;
}

/** The `<aside>` panel. Give it an `aria-label`; put the navigation menu inside a `<nav>` (SidebarContent renders one when `asNav`). */
export function Sidebar({ className, widthClassName = 'w-64', children, ...props }: SidebarProps) {
  const context = React.useContext(SidebarContext);
  const openMobile = context?.openMobile ?? false;
  const asideRef = React.useRef<HTMLElement | null>(null);

  React.useEffect(() => {
    if (!openMobile) return;
    const first = asideRef.current?.querySelector<HTMLElement>(
      'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])',
    );
    first?.focus();
  }, [openMobile]);

  return (
    <>
      {context && openMobile ? (
        <div
          data-slot="sidebar-overlay"
          aria-hidden="true"
          className="fixed inset-0 z-40 bg-black/50 animate-fade-in md:hidden"
          onClick={() => context.setOpenMobile(false)}
        />
      ) : null}
      <aside
        ref={asideRef}
        id={context?.sidebarId}
        data-slot="sidebar"
        data-state={openMobile ? 'open' : 'closed'}
        className={cn(
          'flex shrink-0 flex-col border-r border-sidebar-border bg-sidebar text-sidebar-foreground',
          widthClassName,
          context &&
            'fixed inset-y-0 left-0 z-50 h-svh transition-[transform,visibility] duration-200 ease-out max-md:data-[state=closed]:invisible max-md:data-[state=closed]:-translate-x-full md:sticky md:top-0 md:z-auto md:translate-x-0',
          className,
        )}
        {...props}
      >
        {children}
      </aside>
    </>
  );
}

export interface SidebarTriggerProps extends ButtonProps {
  /** Accessible label (pass a translated string, e.g. "Open menu"). */
  label?: string;
}

/** Hamburger button that toggles the drawer on small screens (hidden from md up). */
export function SidebarTrigger({ className, label, onClick, children, ...props }: SidebarTriggerProps) {
  const { openMobile, toggleSidebar, sidebarId, triggerId } = useSidebar();
  return (
    <Button
      id={triggerId}
      data-slot="sidebar-trigger"
      variant="ghost"
      size="icon"
      aria-label={label ?? 'Toggle sidebar'}
      aria-expanded={openMobile}
      aria-controls={sidebarId}
      className={cn('md:hidden', className)}
      onClick={(event) => {
        onClick?.(event);
        toggleSidebar();
      }}
      {...props}
    >
      {children ?? <PanelLeftIcon aria-hidden="true" />}
    </Button>
  );
}

/** Main content area next to the sidebar (renders `<main>`). */
export function SidebarInset({ className, ...props }: React.ComponentProps<'main'>) {
  return (
    <main
      data-slot="sidebar-inset"
      className={cn('flex min-w-0 flex-1 flex-col bg-background', className)}
      {...props}
    />
  );
}

export function SidebarHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="sidebar-header" className={cn('flex flex-col gap-2 p-3', className)} {...props} />;
}

export function SidebarFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="sidebar-footer"
      className={cn('mt-auto flex flex-col gap-2 border-t border-sidebar-border p-3', className)}
      {...props}
    />
  );
}

export interface SidebarContentProps extends React.ComponentProps<'div'> {
  /** Render a `<nav>` landmark instead of a `<div>` (give it an aria-label). */
  asNav?: boolean;
}

export function SidebarContent({ className, asNav = false, ...props }: SidebarContentProps) {
  const Comp = asNav ? 'nav' : 'div';
  return (
    <Comp
      data-slot="sidebar-content"
      className={cn('flex min-h-0 flex-1 flex-col gap-2 overflow-y-auto', className)}
      {...props}
    />
  );
}

export function SidebarSeparator({ className, ...props }: React.ComponentProps<'hr'>) {
  return (
    <hr data-slot="sidebar-separator" className={cn('mx-3 border-sidebar-border', className)} {...props} />
  );
}

export function SidebarGroup({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="sidebar-group"
      className={cn('relative flex w-full min-w-0 flex-col px-3 py-1', className)}
      {...props}
    />
  );
}

export function SidebarGroupLabel({
  className,
  asChild = false,
  ...props
}: React.ComponentProps<'div'> & { asChild?: boolean }) {
  const Comp = asChild ? SlotPrimitive.Slot : 'div';
  return (
    <Comp
      data-slot="sidebar-group-label"
      className={cn(
        'flex h-8 shrink-0 items-center px-2 text-xs font-medium text-sidebar-foreground/70',
        className,
      )}
      {...props}
    />
  );
}

export function SidebarGroupContent({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="sidebar-group-content" className={cn('w-full text-sm', className)} {...props} />;
}

export function SidebarMenu({ className, ...props }: React.ComponentProps<'ul'>) {
  return (
    <ul
      data-slot="sidebar-menu"
      className={cn('flex w-full min-w-0 flex-col gap-0.5', className)}
      {...props}
    />
  );
}

export function SidebarMenuItem({ className, ...props }: React.ComponentProps<'li'>) {
  return (
    <li data-slot="sidebar-menu-item" className={cn('group/menu-item relative', className)} {...props} />
  );
}

export const sidebarMenuButtonVariants = cva(
  'peer/menu-button flex w-full items-center gap-2 overflow-hidden rounded-md px-2 text-left text-sm outline-hidden ring-sidebar-ring transition-[width,height,padding,background-color,color] hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-[3px] focus-visible:ring-sidebar-ring/50 active:bg-sidebar-accent disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 data-[active=true]:bg-sidebar-accent data-[active=true]:font-medium data-[active=true]:text-sidebar-accent-foreground [&>span:last-child]:truncate [&>svg]:size-4 [&>svg]:shrink-0',
  {
    variants: {
      size: { default: 'h-9', sm: 'h-7 text-xs', lg: 'h-12' },
    },
    defaultVariants: { size: 'default' },
  },
);

export interface SidebarMenuButtonProps
  extends React.ComponentProps<'button'>, VariantProps<typeof sidebarMenuButtonVariants> {
  /** Render the child (e.g. a router `<Link>`) instead of a `<button>`. */
  asChild?: boolean;
  /** Highlight as the current page; sets `aria-current="page"`. */
  isActive?: boolean;
  /** Optional badge (e.g. a count) shown at the right; announced as the item's description. */
  badge?: React.ReactNode;
  /** Close the mobile drawer when clicked (default true). */
  closeOnClick?: boolean;
}

export function SidebarMenuButton({
  asChild = false,
  isActive = false,
  size,
  badge,
  closeOnClick = true,
  className,
  onClick,
  'aria-describedby': ariaDescribedBy,
  ...props
}: SidebarMenuButtonProps) {
  const context = React.useContext(SidebarContext);
  const badgeId = React.useId();
  const hasBadge = badge !== undefined && badge !== null && badge !== false;
  const Comp = asChild ? SlotPrimitive.Slot : 'button';

  return (
    <>
      <Comp
        data-slot="sidebar-menu-button"
        data-active={isActive}
        aria-current={isActive ? 'page' : undefined}
        aria-describedby={joinIds(ariaDescribedBy, hasBadge && badgeId)}
        className={cn(sidebarMenuButtonVariants({ size }), hasBadge && 'pr-10', className)}
        onClick={(event: React.MouseEvent<HTMLButtonElement>) => {
          onClick?.(event);
          if (closeOnClick && context?.openMobile) context.setOpenMobile(false);
        }}
        {...props}
      />
      {hasBadge ? <SidebarMenuBadge id={badgeId}>{badge}</SidebarMenuBadge> : null}
    </>
  );
}

export function SidebarMenuBadge({ className, ...props }: React.ComponentProps<'span'>) {
  return (
    <span
      data-slot="sidebar-menu-badge"
      className={cn(
        'pointer-events-none absolute top-1/2 right-2 flex h-5 min-w-5 -translate-y-1/2 items-center justify-center rounded-full bg-sidebar-primary px-1.5 text-xs font-medium text-sidebar-primary-foreground tabular-nums select-none',
        className,
      )}
      {...props}
    />
  );
}
