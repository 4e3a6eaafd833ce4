import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './shared/ui/tokens.css';
import './shared/ui/first-screen.css';
import { App } from './app/App';
import { SILENT_RENEW_PATH } from './shared/auth/paths';

// If the server answered /silent-renew.html with the app's page, finish the renewal and stop there.
if (window.location.pathname === SILENT_RENEW_PATH) {
  void import('./silent-renew');
} else {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
