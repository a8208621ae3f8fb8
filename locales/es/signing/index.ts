// Strings of the signing contracts (docs/signing.md).

import type { NamespaceSigningTranslation } from '../../i18n-types.js';

const es_signing = {
  script: 'Script',
  company: 'Empresa',
  sharePercent: 'Participación de la empresa (%)',
  startMonth: 'Desde el mes',
  endMonth: 'Hasta el mes',
  openEnded: 'Hasta su fin',
  term: 'Vigencia',
  terms: { upcoming: 'Próximo', current: 'Vigente', past: 'Finalizado' },
  note: 'Nota',
  contracts: 'Contratos de firma',
  contractsOf: 'Contratos de firma de {name}',
  createTitle: 'Nuevo contrato de firma',
  editTitle: 'Editar contrato de firma',
  chooseScript: 'Elige un script',
  chooseCompany: 'Elige una empresa',
  scriptRequired: 'Elige el script que firma la empresa.',
  companyRequired: 'Elige la empresa que firma el script.',
  shareInvalid: 'Escribe un porcentaje de 0 a 100, con dos decimales como máximo (como 30 o 12,5).',
  monthInvalid: 'Elige un mes entre 2000 y 2099.',
  endBeforeStart: 'El último mes debe ser igual o posterior al primero.',
  inForce: 'Vigente en',
  emptyAdmin: 'Este script no está firmado con ninguna empresa.',
  emptyCompany: 'Tu empresa aún no tiene contratos de firma.',
  explainCompany: 'Solo los meses dentro de un contrato son tuyos: son los meses que consultas y liquidas en Actividad de la empresa.',
  explainAdmin: 'Los meses dentro de un contrato pertenecen a esa empresa para su liquidación; un script tiene como máximo un contrato por mes.',
} satisfies NamespaceSigningTranslation;

export default es_signing;
