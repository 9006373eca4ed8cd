// whatsappLink builds the wa.me address that opens a chat with the support number and a prefilled greeting.
export function whatsappLink(number: string, greeting: string): string {
  const digits = number.replace(/\D/g, '');
  const text = greeting.trim();
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}
