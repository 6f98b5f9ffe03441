/** Saves a downloaded file under the name the server gave it (Content-Disposition, via the call layer). */
export function saveFile(file: Blob, fallbackName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file instanceof File && file.name ? file.name : fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled; revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
