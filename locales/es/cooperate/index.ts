// Strings of the business companies and partners screens and their members panel.

import type { NamespaceCooperateTranslation } from '../../i18n-types.js';

const es_cooperate = {
  cooperateName: 'Nombre del socio',
  cooperatePackage: 'Nombre del paquete',
  platformMoney: 'Parte de la plataforma',
  authorMoney: 'Parte del autor',
  memberCount: 'Cuentas vinculadas',
  priceFrom: 'Partes desde',
  priceFromStart: 'Desde el inicio',
  priceFromField: 'Las nuevas partes se aplican desde',
  priceFromHint: 'Los meses ya examinados o liquidados conservan las partes con las que se liquidaron.',
  priceFromRequired: 'Elige el mes desde el que se aplican las nuevas partes.',
  priceFromRange: 'Elige un mes entre {first} y {last}.',
  priceChangeTitle: '¿Cambiar las partes desde {month}?',
  priceChangeAffected: 'Meses aún no examinados que usarán las nuevas partes: {months}.',
  priceChangeNone: 'Ningún mes desde {month} tiene cifras todavía: solo los meses venideros usarán las nuevas partes.',
  priceChangeKept: 'Meses ya examinados o liquidados que conservan sus partes: {months}.',
  priceChangeConfirm: 'Cambiar las partes',
  priceChangeDeclined: 'No se ha guardado. Elige otro mes o deja las partes como estaban.',
  createTitle: 'Nuevo socio',
  editTitle: 'Editar socio',
  nameRequired: 'Introduce el nombre del socio.',
  packageRequired: 'Introduce el nombre del paquete.',
  packageInvalid: 'Introduce un nombre de paquete Android, por ejemplo com.example.app.',
  moneyRequired: 'Introduce un importe.',
  moneyInvalid:
    'Introduce un importe igual o mayor que cero con dos decimales como máximo, por ejemplo 12.50.',
  splitTooBig: 'La parte de la plataforma más la del autor no puede superar {max}.',
  splitHint:
    'Se paga por unidad liquidada. Parte de la plataforma + parte del autor: como máximo {max}.',
  hasMembers:
    'Este socio todavía tiene cuentas vinculadas. Quítalas en «Miembros» antes de eliminarlo.',
} satisfies NamespaceCooperateTranslation;

export default es_cooperate;
