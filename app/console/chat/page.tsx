import { ConsoleScreen } from '@/components/console/kit/console-screen';
import { ChatScreen } from '@/components/console/chat/chat-screen';

export default function Page() {
  return (
    <ConsoleScreen screen="chat">
      <ChatScreen />
    </ConsoleScreen>
  );
}
