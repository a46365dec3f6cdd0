import { ConsoleScreen } from '@/components/console/console-screen';
import { ChatScreen } from '@/components/console/chat-screen';

export default function Page() {
  return (
    <ConsoleScreen screen="chat">
      <ChatScreen />
    </ConsoleScreen>
  );
}
