/** API paths of the paperwork PDFs, the keys under which they are kept offline. */
export const deliveryNotePdfPath = (crewId: number, signed: boolean) =>
  `/projectCrews/${crewId}/deliveryNote/${signed ? 'signed/download' : 'download'}`;

export const crewChiefSheetPdfPath = (crewId: number) =>
  `/projectCrews/${crewId}/crewChiefSheet/download`;
