export { AdminLayout, type AdminPage, type AdminLayoutProps } from './admin-layout';
export type { IconName } from './icons';
