/** The parts of @adobe/structured-data-validator (plain JavaScript, no types) its test uses. */
declare module '@adobe/structured-data-validator' {
  export interface StructuredDataIssue {
    severity: 'ERROR' | 'WARNING';
    issueMessage: string;
    rootType: string;
    fieldNames?: string[];
  }
  /** JSON-LD items grouped by type, as @marbec/web-auto-extractor gives them. */
  export interface ExtractedData {
    jsonld: Record<string, unknown[]>;
  }
  export default class Validator {
    /** Without schema.org's vocabulary (`schemaorg-all-https.jsonld`), only Google's rich-result rules run. */
    constructor(schemaOrgJson?: object);
    validate(data: ExtractedData): Promise<StructuredDataIssue[]>;
  }
}
