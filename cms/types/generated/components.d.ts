import type { Schema, Struct } from '@strapi/strapi';

export interface FaqDetail extends Struct.ComponentSchema {
  collectionName: 'components_faq_details';
  info: {
    description: 'One numbered detail line of an FAQ answer';
    displayName: 'FAQ detail';
    icon: 'bulletList';
  };
  attributes: {
    body: Schema.Attribute.Text &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 2000;
      }>;
    sequence: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
  };
}

declare module '@strapi/strapi' {
  export namespace Public {
    export interface ComponentSchemas {
      'faq.detail': FaqDetail;
    }
  }
}
