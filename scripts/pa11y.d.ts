// The part of pa11y 9's API that scripts/lint-outside.ts uses (pa11y ships no types).
declare module 'pa11y' {
  interface Pa11yIssue {
    code: string;
    type: 'error' | 'warning' | 'notice';
    message: string;
    selector: string;
  }
  interface Pa11yOptions {
    runners?: string[];
    standard?: 'WCAG2A' | 'WCAG2AA' | 'WCAG2AAA';
    timeout?: number;
    chromeLaunchConfig?: { executablePath?: string; args?: string[] };
  }
  export default function pa11y(
    url: string,
    options?: Pa11yOptions,
  ): Promise<{ pageUrl: string; issues: Pa11yIssue[] }>;
}
