export { AdminLayout, type AdminPage } from './admin-layout';
