import type { Schema, Struct } from '@strapi/strapi';

export interface DoctorOpdSession extends Struct.ComponentSchema {
  collectionName: 'components_doctor_opd_sessions';
  info: {
    description: 'One weekly out-patient session: the day, the hours and the branch';
    displayName: 'OPD session';
    icon: 'clock';
  };
  attributes: {
    branch: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 80;
      }>;
    day: Schema.Attribute.Enumeration<['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']> &
      Schema.Attribute.Required;
    end: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 5;
      }>;
    places: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          max: 300;
          min: 1;
        },
        number
      >;
    start: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 5;
      }>;
  };
}

declare module '@strapi/strapi' {
  export namespace Public {
    export interface ComponentSchemas {
      'doctor.opd-session': DoctorOpdSession;
    }
  }
}
