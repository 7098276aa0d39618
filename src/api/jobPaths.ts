/**
 * API path of a crew chief document's bytes (also the key of the kept file). Not in
 * schemas/jobDetails.ts: the jobs list's hooks pass it on to the documents screen, and taking it
 * from a schema module loaded every job schema into the jobs list's first render
 * (issue 17, Lighthouse /jobs TBT).
 */
export const crewChiefDocumentPath = (id: number) => `/crewChiefDocuments/${id}/download`;
