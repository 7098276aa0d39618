/** Where a receipt photo's bytes are kept on the phone while it waits to be uploaded. */
export const localReceiptPhotoPath = (clientKey: string) => `local:receiptPhoto:${clientKey}`;

/** The server's file of an uploaded receipt photo (kept offline once opened). */
export const receiptPhotoFilePath = (documentId: number) => `/receiptDocuments/${documentId}/file`;
