import type { IncomingMessage, ServerResponse } from 'node:http';
import { splitLanguage, type ServedFormState } from '../../src/entry-server';
import { answerFormPost } from '../served-forms/form-post';
import { servedFormAt } from '../served-forms/forms';
import type { ReceiptSigner } from '../served-forms/receipt-cookie';
import type { ReportGate } from '../served-forms/report-gate';
import type { Stage } from './stage';
import type { SiteRequest } from './visitor';

export interface FormPostSettings {
  siteRequest: (req: IncomingMessage) => SiteRequest;
  cmsUrl: string;
  proxySecret?: string;
  receipts: ReceiptSigner;
  reports: ReportGate;
  /** The form's page again, with the refusal and what was typed (pages.ts). */
  renderFormOutcome: (
    req: IncomingMessage,
    res: ServerResponse,
    state: ServedFormState,
    status: number,
  ) => Promise<void>;
}

/** A form posted to its own page without JavaScript, sent on to the CMS (served-forms/form-post.ts). */
export function formPosts({
  siteRequest,
  cmsUrl,
  proxySecret,
  receipts,
  reports,
  renderFormOutcome,
}: FormPostSettings): Stage {
  return (req, res, next) => {
    if (req.method !== 'POST') return next();
    const { url, origin, visitor } = siteRequest(req);
    const { language, path: formPath } = splitLanguage(url.pathname);
    const form = servedFormAt(formPath);
    if (!form) return next();
    return answerFormPost(req, res, url, form, {
      visitor,
      origins: [origin, `${visitor.proto}://${visitor.host}`],
      cmsUrl,
      proxySecret,
      language,
      formPath,
      signer: receipts,
      reports,
      render: (state, status) => renderFormOutcome(req, res, state, status),
    });
  };
}
