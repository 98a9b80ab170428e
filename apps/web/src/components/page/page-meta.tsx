import { createContext, type ReactNode, useContext } from 'react';

export interface Crumb {
  label: ReactNode;
  /** Absent on the current page. */
  href?: string;
}

/** What the router knows about the page being shown: its translated title and breadcrumb trail. */
export interface PageMeta {
  title: string;
  breadcrumbs: Crumb[];
  /** Names the record shown (an edit screen), for the document title: `Edit user · Marco Bianchi`. */
  setRecordTitle?: (title: string | undefined) => void;
}

const PageMetaContext = createContext<PageMeta | null>(null);

export function PageMetaProvider({ value, children }: { value: PageMeta; children: ReactNode }) {
  return <PageMetaContext value={value}>{children}</PageMetaContext>;
}

export function usePageMeta(): PageMeta | null {
  return useContext(PageMetaContext);
}
