import '@blueprintjs/core/lib/css/blueprint.css';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadIconsOneByOne } from './app/icon-loader';

loadIconsOneByOne();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
