import { createFileRoute } from '@tanstack/react-router';
import { AppDownloadPage } from '@/site/app-download-page';

/** Outside the layout: no header, no sign-in (SPEC.md §2; the QR code on /down opens it on a phone). */
export const Route = createFileRoute('/(site)/downLoad')({
  component: AppDownloadPage,
});
