import './styles.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';

import { App } from './app/app';
import { AppProviders } from './app/providers';
import { useGuardedLocation, useGuardedSearch } from './hooks/use-unsaved-changes';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      {/* The router reads the URL the unsaved-changes guard let through (see useGuardedLocation). */}
      <Router hook={useGuardedLocation} searchHook={useGuardedSearch}>
        <App />
      </Router>
    </AppProviders>
  </StrictMode>,
);
