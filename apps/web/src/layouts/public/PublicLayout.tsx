import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { PublicHeader } from './PublicHeader';
import { PublicFooter } from './PublicFooter';

// PublicLayout frames every public page with the shared header and footer.
export function PublicLayout() {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <PublicHeader />
      <Box component="main" style={{ flexGrow: 1 }}>
        <Outlet />
      </Box>
      <PublicFooter />
    </Box>
  );
}
