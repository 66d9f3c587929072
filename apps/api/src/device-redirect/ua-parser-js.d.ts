// ua-parser-js v1 ships no types (v2 does, under a licence we do not take); this is the part the
// device rule reads. Remove it if @types/ua-parser-js or v2 is installed.
declare module 'ua-parser-js' {
  export interface UAParserResult {
    os: { name?: string; version?: string };
    browser: { name?: string; version?: string };
    device: {
      vendor?: string;
      model?: string;
      type?: 'console' | 'mobile' | 'smarttv' | 'tablet' | 'wearable' | 'embedded';
    };
  }
  export class UAParser {
    constructor(userAgent?: string);
    getResult(): UAParserResult;
  }
}
