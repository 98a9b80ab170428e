import { cva } from 'class-variance-authority';
import { CircleAlertIcon, CircleCheckIcon, InfoIcon, TriangleAlertIcon, XIcon } from 'lucide-react';
import * as React from 'react';

import { cn } from '../lib/cn';

/* ------------------------------------------------------------------------------------------------
 * Store (module-level, framework-free) + `toast()` API
 * ----------------------------------------------------------------------------------------------*/

export type ToastVariant = 'default' | 'success' | 'error' | 'warning' | 'info';

export interface ToastAction {
  label: React.ReactNode;
  onClick: () => void;
}

export interface ToastOptions {
  /** Stable id: re-using it replaces the existing toast. */
  id?: string;
  description?: React.ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before auto-dismiss; `Infinity` keeps it until closed. Default 5000 (errors 8000). */
  duration?: number;
  action?: ToastAction;
}

export interface ToastRecord extends Required<Pick<ToastOptions, 'id' | 'variant' | 'duration'>> {
  title: React.ReactNode;
  description?: React.ReactNode;
  action?: ToastAction;
  createdAt: number;
}

type Listener = () => void;

let toasts: ToastRecord[] = [];
const listeners = new Set<Listener>();
let counter = 0;

function emit() {
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function getSnapshot() {
  return toasts;
}

function show(title: React.ReactNode, options: ToastOptions = {}): string {
  counter += 1;
  const variant = options.variant ?? 'default';
  const record: ToastRecord = {
    id: options.id ?? `toast-${counter}`,
    title,
    description: options.description,
    action: options.action,
    variant,
    duration: options.duration ?? (variant === 'error' ? 8000 : 5000),
    createdAt: Date.now(),
  };
  const exists = toasts.some((t) => t.id === record.id);
  toasts = exists ? toasts.map((t) => (t.id === record.id ? record : t)) : [...toasts, record];
  emit();
  return record.id;
}

function dismiss(id?: string) {
  toasts = id === undefined ? [] : toasts.filter((t) => t.id !== id);
  emit();
}

type VariantShortcut = (title: React.ReactNode, options?: Omit<ToastOptions, 'variant'>) => string;

export interface ToastApi {
  (title: React.ReactNode, options?: ToastOptions): string;
  success: VariantShortcut;
  error: VariantShortcut;
  warning: VariantShortcut;
  info: VariantShortcut;
  /** Dismiss one toast by id, or all toasts. */
  dismiss: (id?: string) => void;
}

/**
 * Show a toast from anywhere (requires one `<Toaster />` mounted). Returns the toast id.
 * `toast.success(intl.formatMessage(...))`, `toast.error(title, { description })`.
 */
export const toast: ToastApi = Object.assign(
  (title: React.ReactNode, options?: ToastOptions) => show(title, options),
  {
    success: ((title, options) => show(title, { ...options, variant: 'success' })) as VariantShortcut,
    error: ((title, options) => show(title, { ...options, variant: 'error' })) as VariantShortcut,
    warning: ((title, options) => show(title, { ...options, variant: 'warning' })) as VariantShortcut,
    info: ((title, options) => show(title, { ...options, variant: 'info' })) as VariantShortcut,
    dismiss,
  },
);

/** Subscribe to the current toasts (for custom renderers). */
export function useToasts(): ToastRecord[] {
  return React.useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/* ------------------------------------------------------------------------------------------------
 * Rendering
 * ----------------------------------------------------------------------------------------------*/

const toastVariants = cva(
  'pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 text-sm shadow-lg animate-toast-in',
  {
    variants: {
      variant: {
        default: 'border-border bg-popover text-popover-foreground',
        success:
          'border-green-200 bg-green-50 text-green-900 dark:border-green-900 dark:bg-green-950 dark:text-green-100',
        error: 'border-red-200 bg-red-50 text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100',
        warning:
          'border-orange-200 bg-orange-50 text-orange-900 dark:border-orange-900 dark:bg-orange-950 dark:text-orange-100',
        info: 'border-blue-200 bg-blue-50 text-blue-900 dark:border-blue-900 dark:bg-blue-950 dark:text-blue-100',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

const icons: Record<
  ToastVariant,
  React.ComponentType<{ className?: string; 'aria-hidden'?: boolean }> | null
> = {
  default: null,
  success: CircleCheckIcon,
  error: CircleAlertIcon,
  warning: TriangleAlertIcon,
  info: InfoIcon,
};

interface ToastItemProps {
  record: ToastRecord;
  closeLabel: string;
}

function ToastItem({ record, closeLabel }: ToastItemProps) {
  const [paused, setPaused] = React.useState(false);
  const remaining = React.useRef(record.duration);
  const Icon = icons[record.variant];

  React.useEffect(() => {
    remaining.current = record.duration;
  }, [record]);

  React.useEffect(() => {
    if (paused || !Number.isFinite(remaining.current)) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(() => dismiss(record.id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused, record]);

  const isError = record.variant === 'error';

  return (
    <div
      role={isError ? 'alert' : 'status'}
      aria-atomic="true"
      data-slot="toast"
      data-variant={record.variant}
      className={toastVariants({ variant: record.variant })}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {Icon ? <Icon aria-hidden className="mt-0.5 size-4 shrink-0" /> : null}
      <div className="grid flex-1 gap-1">
        <div data-slot="toast-title" className="font-medium">
          {record.title}
        </div>
        {record.description ? <div data-slot="toast-description">{record.description}</div> : null}
        {record.action ? (
          <div>
            <button
              type="button"
              data-slot="toast-action"
              onClick={() => {
                record.action?.onClick();
                dismiss(record.id);
              }}
              className="mt-1 inline-flex h-8 items-center rounded-md border border-current/20 px-3 text-xs font-medium outline-none hover:bg-black/5 focus-visible:ring-[3px] focus-visible:ring-ring/50 dark:hover:bg-white/10"
            >
              {record.action.label}
            </button>
          </div>
        ) : null}
      </div>
      <button
        type="button"
        data-slot="toast-close"
        aria-label={closeLabel}
        onClick={() => dismiss(record.id)}
        className="absolute top-3 right-3 inline-flex size-6 items-center justify-center rounded-sm opacity-70 outline-none hover:opacity-100 focus-visible:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <XIcon aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

export interface ToasterProps {
  /** Accessible name of the notifications region (pass a translated string). */
  label?: string;
  /** Accessible label of each toast's close button (pass a translated string). */
  closeLabel?: string;
  position?: 'top-right' | 'top-center' | 'bottom-right' | 'bottom-center';
  className?: string;
}

const positions: Record<NonNullable<ToasterProps['position']>, string> = {
  'top-right': 'top-0 right-0 items-end',
  'top-center': 'top-0 left-1/2 -translate-x-1/2 items-center',
  'bottom-right': 'bottom-0 right-0 items-end',
  'bottom-center': 'bottom-0 left-1/2 -translate-x-1/2 items-center',
};

/** Mount once near the root of the app. Toasts are `role="status"` (errors: `role="alert"`). */
export function Toaster({ label, closeLabel, position = 'bottom-right', className }: ToasterProps) {
  const items = useToasts();
  return (
    <section
      data-slot="toaster"
      aria-label={label ?? 'Notifications'}
      aria-live="polite"
      aria-relevant="additions text"
      className={cn(
        'pointer-events-none fixed z-[100] flex w-full max-w-sm flex-col p-4',
        positions[position],
        className,
      )}
    >
      {/* Not a list: each toast is its own status (or alert), which a list item cannot be. */}
      <div className="flex w-full flex-col gap-2">
        {items.map((record) => (
          <ToastItem key={record.id} record={record} closeLabel={closeLabel ?? 'Close'} />
        ))}
      </div>
    </section>
  );
}
