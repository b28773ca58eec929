/** Realistic people for the fake contract: Brazilian, English and Spanish names. */
export type Culture = 'pt-BR' | 'en-US' | 'es-ES';

export interface NamePool {
  readonly culture: Culture;
  readonly first: readonly string[];
  readonly last: readonly string[];
  readonly mailDomains: readonly string[];
}

const words = (text: string): readonly string[] => text.split(' ');

export const NAME_POOLS: readonly NamePool[] = [
  {
    culture: 'pt-BR',
    first: words(
      'Ana João Maria Pedro Juliana Lucas Fernanda Rafael Camila Gustavo Beatriz Thiago Larissa Bruno Patrícia ' +
        'Diego Letícia Felipe Aline Rodrigo Gabriela Vinícius Mariana Leonardo Carolina Matheus Renata André Isabela Caio',
    ),
    last: words(
      'Silva Santos Oliveira Souza Rodrigues Ferreira Alves Pereira Lima Gomes Costa Ribeiro Martins Carvalho ' +
        'Almeida Lopes Araújo Fernandes Barbosa Rocha',
    ),
    mailDomains: words('gmail.com hotmail.com outlook.com uol.com.br empresa.com.br'),
  },
  {
    culture: 'en-US',
    first: words(
      'James Emily Michael Sarah David Jessica Daniel Ashley Matthew Olivia Andrew Hannah Joshua Megan Ryan ' +
        'Lauren Ethan Chloe Nathan Grace',
    ),
    last: words(
      'Smith Johnson Williams Brown Jones Miller Davis Wilson Anderson Taylor Thomas Moore Jackson White Harris ' +
        'Clark Lewis Walker Hall Young',
    ),
    mailDomains: words('gmail.com outlook.com yahoo.com company.com'),
  },
  {
    culture: 'es-ES',
    first: words(
      'Alejandro Lucía Javier Sofía Carlos Valentina Miguel Martina Pablo Elena Sergio Paula Álvaro Daniela Hugo ' +
        'Carmen Adrián Natalia Manuel Inés',
    ),
    last: words(
      'García Martínez López Sánchez González Pérez Gómez Fernández Díaz Moreno Muñoz Álvarez Romero Navarro ' +
        'Torres Ruiz Ramírez Castro Vargas Herrera',
    ),
    mailDomains: words('gmail.com hotmail.es outlook.es empresa.es'),
  },
];
