// Entry point: the styles the public shell uses, i18n (initialised on import) and the app.
// Mantine's stylesheet is split per component: public pages load the few they need here or in their own chunk;
// the panel and auth areas load the whole stylesheet with their chunk.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Burger.css';
import './styles.css';
import './i18n';
import { App } from './App';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

// The first render runs as a transition, so React renders in small slices and never blocks the main thread for long.
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
