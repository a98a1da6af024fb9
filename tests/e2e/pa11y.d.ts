/** The part of pa11y 9 (no types of its own) the HTML_CodeSniffer check uses. */
declare module 'pa11y' {
  import type { Browser, Page } from 'puppeteer-core';

  export interface Pa11yIssue {
    code: string;
    type: 'error' | 'warning' | 'notice';
    message: string;
    selector: string;
    context: string;
    runner: string;
  }

  export interface Pa11yResults {
    documentTitle: string;
    pageUrl: string;
    issues: Pa11yIssue[];
  }

  export interface Pa11yOptions {
    browser?: Browser;
    page?: Page;
    /** Test the page as it is, without navigating to the URL. */
    ignoreUrl?: boolean;
    runners?: string[];
    standard?: 'WCAG2A' | 'WCAG2AA' | 'WCAG2AAA';
    includeWarnings?: boolean;
    log?: { debug(message: string): void; info(message: string): void; error(message: string): void };
  }

  export default function pa11y(url: string, options?: Pa11yOptions): Promise<Pa11yResults>;
}
