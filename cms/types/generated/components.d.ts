import type { Schema, Struct } from '@strapi/strapi';

export interface ConditionReference extends Struct.ComponentSchema {
  collectionName: 'components_condition_references';
  info: {
    description: "A source the condition's text rests on: its title and web address";
    displayName: 'Reference';
    icon: 'link';
  };
  attributes: {
    title: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 200;
      }>;
    url: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 500;
      }>;
  };
}

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
      'condition.reference': ConditionReference;
      'doctor.opd-session': DoctorOpdSession;
    }
  }
}
