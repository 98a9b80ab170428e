import { Tabs as TabsPrimitive } from 'radix-ui';
import type * as React from 'react';

import { cn } from '../lib/cn';

/**
 * Radix tabs (`role="tablist"` / `"tab"` / `"tabpanel"`, arrow-key navigation).
 * `orientation="vertical"` lays the list out as left-hand tabs next to the panels.
 */
export function Tabs({
  className,
  orientation = 'horizontal',
  ...props
}: React.ComponentProps<typeof TabsPrimitive.Root>) {
  return (
    <TabsPrimitive.Root
      data-slot="tabs"
      orientation={orientation}
      className={cn(
        'group/tabs flex gap-2 data-[orientation=horizontal]:flex-col data-[orientation=vertical]:flex-col data-[orientation=vertical]:gap-4 md:data-[orientation=vertical]:flex-row md:data-[orientation=vertical]:gap-6',
        className,
      )}
      {...props}
    />
  );
}

export function TabsList({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      className={cn(
        'inline-flex items-center text-muted-foreground',
        // horizontal: shadcn segmented look
        'group-data-[orientation=horizontal]/tabs:h-9 group-data-[orientation=horizontal]/tabs:w-fit group-data-[orientation=horizontal]/tabs:justify-center group-data-[orientation=horizontal]/tabs:rounded-lg group-data-[orientation=horizontal]/tabs:bg-muted group-data-[orientation=horizontal]/tabs:p-[3px]',
        // vertical: left-hand navigation column
        'group-data-[orientation=vertical]/tabs:h-auto group-data-[orientation=vertical]/tabs:flex-col group-data-[orientation=vertical]/tabs:items-stretch group-data-[orientation=vertical]/tabs:gap-1 md:group-data-[orientation=vertical]/tabs:w-56 md:group-data-[orientation=vertical]/tabs:shrink-0',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        "inline-flex items-center gap-1.5 rounded-md border border-transparent px-2 py-1 text-sm font-medium whitespace-nowrap text-foreground/70 transition-[color,box-shadow,background-color] outline-none hover:text-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50 dark:text-muted-foreground [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
        // horizontal
        'group-data-[orientation=horizontal]/tabs:h-[calc(100%-1px)] group-data-[orientation=horizontal]/tabs:flex-1 group-data-[orientation=horizontal]/tabs:justify-center group-data-[orientation=horizontal]/tabs:data-[state=active]:bg-background group-data-[orientation=horizontal]/tabs:data-[state=active]:text-foreground group-data-[orientation=horizontal]/tabs:data-[state=active]:shadow-sm dark:group-data-[orientation=horizontal]/tabs:data-[state=active]:border-input dark:group-data-[orientation=horizontal]/tabs:data-[state=active]:bg-input/30',
        // vertical
        'group-data-[orientation=vertical]/tabs:w-full group-data-[orientation=vertical]/tabs:justify-start group-data-[orientation=vertical]/tabs:px-3 group-data-[orientation=vertical]/tabs:py-2 group-data-[orientation=vertical]/tabs:hover:bg-accent group-data-[orientation=vertical]/tabs:data-[state=active]:bg-accent group-data-[orientation=vertical]/tabs:data-[state=active]:text-accent-foreground',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn(
        'min-w-0 flex-1 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
        className,
      )}
      {...props}
    />
  );
}
