/** A file as the API answers it: base64 `data` and its content type. */
export interface Base64File {
  data: string;
  type: string;
}

/** The file's bytes, for the browser. */
export const blobOf = (file: Base64File): Blob =>
  new Blob([Uint8Array.from(atob(file.data), (character) => character.charCodeAt(0))], { type: file.type });

/** Hands a file to the browser as a download (never shown inline in the app). */
export const saveAs = (blob: Blob, name: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
};

/** Base64 of a file the user picked (without the data-URL prefix). */
export const readAsBase64 = async (file: Blob): Promise<string> => {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let index = 0; index < bytes.length; index += chunk) {
    binary += String.fromCharCode(...bytes.subarray(index, index + chunk));
  }
  return btoa(binary);
};
