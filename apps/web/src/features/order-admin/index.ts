// What other features may use of order administration: the POS posts and un-posts from its screen; the reports show their prints in the same preview.
export { usePosting } from './order-admin.api';
export { text as orderAdminText } from './order-admin.text';
export { PdfPreviewModal } from './pdf-preview-modal';
