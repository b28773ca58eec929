import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chatbotColumn } from '../../../../src/presentation/reports/shared/chatbot-column';

interface BotRow {
  readonly botId: string;
  readonly botName: string;
}

describe('chatbotColumn (spec 3 §2.4: the "ID - Chatbot" column of every bot table)', () => {
  const column = chatbotColumn<BotRow>('ID - Chatbot', (row) => row.botId);
  const row: BotRow = { botId: 'sales@bot', botName: 'Sales' };

  it('sorts by the name and exports "id - name"', () => {
    expect(column.id).toBe('chatbot');
    expect(column.header).toBe('ID - Chatbot');
    expect(column.value?.(row)).toBe('Sales');
    expect(column.exportValue?.(row)).toBe('sales@bot - Sales');
  });

  it('shows the name with the id below it', () => {
    const { container } = render(<>{column.render?.(row)}</>);
    expect(container.querySelector('.report-bot__name')).toHaveTextContent('Sales');
    expect(container.querySelector('.report-bot__id')).toHaveTextContent('sales@bot');
  });
});
