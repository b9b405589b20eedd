import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type * as React from "react";
import { cn } from "../../lib/cn.ts";

export const buttonVariants = cva(
  "inline-flex max-w-full shrink-0 items-center justify-center gap-2 text-balance text-center rounded-full font-semibold transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover",
        secondary: "bg-secondary text-secondary-foreground hover:bg-secondary-hover",
        outline: "border-2 border-primary bg-card text-primary hover:bg-accent",
        ghost: "text-foreground hover:bg-muted",
        glow: "bg-ember-glow text-night shadow-sm hover:bg-[#f9c77a]",
        "outline-night": "border-2 border-night-foreground text-night-foreground hover:bg-night-soft",
        link: "rounded-none px-0 text-primary underline underline-offset-4 hover:text-primary-hover",
      },
      size: {
        default: "min-h-11 px-5 py-2 text-sm",
        sm: "min-h-9 px-4 py-1.5 text-sm",
        lg: "min-h-12 px-7 py-3 text-base",
        icon: "size-11",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

export interface ButtonProps extends React.ComponentProps<"button">, VariantProps<typeof buttonVariants> {
  /** Render the single child (e.g. a router Link) with the button's styles instead of a <button>. */
  asChild?: boolean;
}

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : "button";
  return <Comp data-slot="button" className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
