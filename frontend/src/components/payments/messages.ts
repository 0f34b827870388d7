import { FeatureMessages } from '../../lib/intl/languages';

/** Cards on file, shared by the payment settings and the sessions' payment-error fix flow (spec sections 8 and 9). */
export const paymentMethodsMessages: FeatureMessages = {
  en: {
    'paymentMethods.addCard': 'Add Card',
    'paymentMethods.cancel': 'Cancel',
    'paymentMethods.default': 'Default',
    'paymentMethods.setDefault': 'Make default',
    'paymentMethods.card': '{brand} ending in {last4}',
    'paymentMethods.testCard.label': 'Choose a test card',
    'paymentMethods.testCard.declined': 'charges are declined',
    'paymentMethods.testCard.insufficientFunds': 'charges fail for insufficient funds',
    'paymentMethods.missing.title': 'Missing Payment Info!',
    'paymentMethods.missing.body': 'Please go to your account settings and update your payment information.',
    'paymentMethods.missing.action': 'Update payment information',
  },
  sp: {
    'paymentMethods.addCard': 'Agregar tarjeta',
    'paymentMethods.cancel': 'Cancelar',
    'paymentMethods.default': 'Predeterminada',
    'paymentMethods.setDefault': 'Hacer predeterminada',
    'paymentMethods.card': '{brand} terminada en {last4}',
    'paymentMethods.testCard.label': 'Elige una tarjeta de prueba',
    'paymentMethods.testCard.declined': 'los cargos se rechazan',
    'paymentMethods.testCard.insufficientFunds': 'los cargos fallan por fondos insuficientes',
    'paymentMethods.missing.title': '¡Falta información de pago!',
    'paymentMethods.missing.body': 'Ve a la configuración de tu cuenta y actualiza tu información de pago.',
    'paymentMethods.missing.action': 'Actualizar información de pago',
  },
};
