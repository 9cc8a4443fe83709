// react-admin's snackbar, in a file of its own: it loads with the first notification (LazyNotification.tsx).
export { Notification as default } from 'react-admin';
