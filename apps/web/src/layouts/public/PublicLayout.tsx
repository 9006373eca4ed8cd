import { Suspense } from 'react';
import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FullPageLoader } from '../../ui/FullPageLoader';
import { ChatProvider } from '../../features/chat/ChatProvider';
import { ChatLauncher } from '../../features/chat/components/ChatLauncher';
import { WhatsAppButton } from '../../features/site/components/WhatsAppButton';
import { PublicHeader } from './PublicHeader';
import { PublicFooter } from './PublicFooter';

// PublicLayout frames every public page with the shared header and footer, the WhatsApp button and the live chat.
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <ChatProvider>
      <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
        <PublicHeader />
        <Box component="main" id="main" style={{ flexGrow: 1 }}>
          <Suspense fallback={<FullPageLoader label={t('common.loading')} />}>
            <Outlet />
          </Suspense>
        </Box>
        <PublicFooter />
      </Box>
      <WhatsAppButton />
      <ChatLauncher />
    </ChatProvider>
  );
}
