import { factories } from '@strapi/strapi';
import { inLanguage, requestedLanguage, shapedInLanguage } from '../../../legacy/localise';
import { listInIdOrder } from '../../../legacy/records';
import { toCondition, type ConditionRecord } from '../../../legacy/condition-shape';

const UID = 'api::condition.condition';

export default factories.createCoreController(UID, ({ strapi }) => ({
  /**
   * Every condition of the health library (/conditions, /conditions/{slug}), in id order, in the
   * language asked for. Their departments and doctors are named in that language too: one query
   * per related type, whatever the number of conditions. Read-only: editors write in Strapi's panel.
   */
  async find(ctx) {
    const language = requestedLanguage(strapi, ctx, UID);
    const records = await listInIdOrder<ConditionRecord>(strapi, UID);
    const facilities = uniqueBy(records.flatMap((record) => record.departments ?? []));
    const doctors = uniqueBy(records.flatMap((record) => record.doctors ?? []));
    const facilityNames = new Map(
      (await inLanguage(strapi, 'api::facility.facility', facilities, language)).map(({ record }) => [
        record.id,
        record.heading,
      ]),
    );
    const doctorNames = new Map(
      (await inLanguage(strapi, 'api::doctor.doctor', doctors, language)).map(({ record }) => [record.id, record.name]),
    );
    const named = records.map((record) => ({
      ...record,
      departments: (record.departments ?? []).map((facility) => ({
        ...facility,
        heading: facilityNames.get(facility.id) ?? facility.heading,
      })),
      doctors: (record.doctors ?? []).map((doctor) => ({ ...doctor, name: doctorNames.get(doctor.id) ?? doctor.name })),
    }));
    ctx.body = (await inLanguage(strapi, UID, named, language)).map(shapedInLanguage(toCondition, language));
  },
}));

function uniqueBy<T extends { id: number }>(list: T[]): T[] {
  return [...new Map(list.map((item) => [item.id, item])).values()];
}
