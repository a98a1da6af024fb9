import { factories } from '@strapi/strapi';
import { answerSingle } from '../../../legacy/site-content';
import { toAccessibilityStatement, type AccessibilityStatementRecord } from '../../../legacy/site-shapes';

const UID = 'api::accessibility-statement.accessibility-statement';

export default factories.createCoreController(UID, ({ strapi }) => ({
  /** The statement /accessibility shows. Read-only: editors change it in Strapi's panel. */
  async find(ctx) {
    await answerSingle<AccessibilityStatementRecord, ReturnType<typeof toAccessibilityStatement>>(
      strapi,
      ctx,
      UID,
      toAccessibilityStatement,
    );
  },
}));
