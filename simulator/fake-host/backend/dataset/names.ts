export type { Culture, NamePool } from './name-pools';
export { NAME_POOLS } from './name-pools';

/** Contract names (2–15 characters, spec 1 §5) the seed picks from. */
export const TENANT_NAMES: readonly string[] = [
  'Lojas Aurora',
  'Banco Horizonte',
  'Clínica Vida',
  'TechNova',
  'Viajes Sol',
  'Mercado Verde',
  'Seguros Atlas',
  'EduPrime',
  'Fintech Nuvem',
  'Rede Saúde',
  'Northwind',
  'Café Paulista',
];

export const BOT_NAMES: readonly string[] = [
  'Atendimento',
  'Vendas Online',
  'Suporte Técnico',
  'FAQ',
  'Cobrança',
  'Agendamento',
  'Pesquisa NPS',
  'Rastreio de Pedidos',
  'Ouvidoria',
  'RH Recrutamento',
  'Onboarding',
  'Promoções',
  'Central de Ajuda',
  'Reservas',
  'Segunda Via',
  'Pós-venda',
  'Customer Care',
  'Order Tracking',
  'Asistente Virtual',
  'Citas Médicas',
];

export const CLUSTER_NAMES: readonly string[] = ['brazilsouth-prd-1', 'brazilsouth-prd-2', 'eastus-prd-1'];

/** Lower-case ASCII letters and digits only: for e-mail local parts, ids and short names. */
export function slug(text: string, separator: '' | '.' | '-' = ''): string {
  const plain = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, separator);
  if (separator === '') return plain;
  return plain
    .split(separator)
    .filter((part) => part !== '')
    .join(separator);
}
